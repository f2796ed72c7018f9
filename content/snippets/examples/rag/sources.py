import json
import os
import re
from pathlib import Path

import dagster as dg

# The project root is the working directory of `dg dev`; override it in deployments.
DATA_DIR = Path(os.getenv("SUPPORT_RAG_DATA_DIR", "data"))
DOCS_BASE_URL = "https://docs.parcelwise.example/"

# start_docs
@dg.asset(group_name="ingestion", kinds={"python"})
def docs_pages(context: dg.AssetExecutionContext) -> list[dict[str, str]]:
    """Markdown pages of the product documentation, one record per page."""
    pages: list[dict[str, str]] = []
    for path in sorted((DATA_DIR / "docs").glob("**/*.md")):
        body = path.read_text(encoding="utf-8")
        first_line = body.splitlines()[0] if body else path.stem
        slug = path.relative_to(DATA_DIR / "docs").with_suffix("").as_posix()
        pages.append(
            {
                "slug": slug,
                "title": first_line.lstrip("# ").strip(),
                "url": DOCS_BASE_URL + slug,
                "body": body,
            }
        )
    context.add_output_metadata({"pages": len(pages)})
    return pages
# end_docs


# start_tickets
EMAIL = re.compile(r"[\w.+-]+@[\w-]+\.[\w.-]+")


@dg.asset(group_name="ingestion", kinds={"python"})
def resolved_tickets(context: dg.AssetExecutionContext) -> list[dict[str, str]]:
    """Solved support tickets from the nightly helpdesk export, with e-mail addresses removed."""
    tickets: list[dict[str, str]] = []
    skipped = 0
    with open(DATA_DIR / "tickets.jsonl", encoding="utf-8") as export:
        for line in export:
            ticket = json.loads(line)
            # Open tickets have no answer yet, and an answer is what the assistant needs.
            if ticket["status"] != "solved" or not ticket.get("resolution"):
                skipped += 1
                continue
            tickets.append(
                {
                    "ticket_id": str(ticket["id"]),
                    "subject": ticket["subject"],
                    "question": EMAIL.sub("[email]", ticket["description"]),
                    "resolution": EMAIL.sub("[email]", ticket["resolution"]),
                }
            )
    context.add_output_metadata({"tickets": len(tickets), "skipped": skipped})
    return tickets
# end_tickets


# start_chunks
MAX_CHUNK_CHARS = 1_500


def split_markdown(body: str) -> list[str]:
    """Split a page at its second-level headings, then pack paragraphs up to the size limit."""
    chunks: list[str] = []
    for section in re.split(r"\n(?=## )", body):
        current = ""
        for paragraph in section.split("\n\n"):
            if current and len(current) + len(paragraph) > MAX_CHUNK_CHARS:
                chunks.append(current.strip())
                current = ""
            current += paragraph + "\n\n"
        if current.strip():
            chunks.append(current.strip())
    return chunks


@dg.asset(group_name="ingestion", kinds={"python"})
def knowledge_chunks(
    context: dg.AssetExecutionContext,
    docs_pages: list[dict[str, str]],
    resolved_tickets: list[dict[str, str]],
) -> list[dict[str, str]]:
    """Passages small enough to embed, each with a stable id and a link back to its source."""
    chunks: list[dict[str, str]] = []
    for page in docs_pages:
        for number, text in enumerate(split_markdown(page["body"])):
            chunks.append(
                {
                    "chunk_id": f"docs:{page['slug']}:{number}",
                    "source": "docs",
                    "title": page["title"],
                    "url": page["url"],
                    "text": text,
                }
            )
    for ticket in resolved_tickets:
        chunks.append(
            {
                "chunk_id": f"ticket:{ticket['ticket_id']}",
                "source": "ticket",
                "title": ticket["subject"],
                "url": f"https://support.parcelwise.example/tickets/{ticket['ticket_id']}",
                "text": f"Question: {ticket['question']}\n\nAnswer: {ticket['resolution']}",
            }
        )
    context.add_output_metadata(
        {
            "chunks": len(chunks),
            "longest_chunk_chars": max((len(c["text"]) for c in chunks), default=0),
        }
    )
    return chunks
# end_chunks
