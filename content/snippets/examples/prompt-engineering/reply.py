import json
from datetime import date
from typing import Optional

from dagster_openai import OpenAIResource
from pydantic import BaseModel

import dagster as dg
from returns_assistant.defs.prompts import chat_model

RETURN_WINDOW_DAYS = 30

# start_prompt
REPLY_PROMPT = f"""You draft replies for the returns team of an online shoe and clothing shop.

Return policy:
- Items can be returned within {RETURN_WINDOW_DAYS} days of delivery.
- Damaged or not-as-described items can be returned at any time within 90 days.
- If no matching order was found, ask the customer for their order number. Do not decide.

You receive the structured request, the matched order (may be empty) and today's date as JSON.
Answer with a JSON object with the keys:
- "decision": "approve", "reject" or "need_order_number".
- "reply": a friendly reply of at most 120 words, addressed to the customer, that states the
  decision and the next step. Do not promise a refund amount."""
# end_prompt


class ReturnReply(BaseModel):
    decision: str
    reply: str


# start_asset
@dg.asset(kinds={"openai"}, group_name="returns")
def return_reply_draft(
    context: dg.AssetExecutionContext,
    openai: OpenAIResource,
    parsed_return_request: dict[str, Optional[str]],
    matched_order: dict[str, object],
) -> dict[str, str]:
    """A proposed decision and reply for an agent to review before sending."""
    payload = {
        "request": parsed_return_request,
        "order": matched_order,
        "today": date.today().isoformat(),
    }
    with openai.get_client(context) as client:
        response = client.chat.completions.create(
            model=chat_model(),
            temperature=0.2,
            response_format={"type": "json_object"},
            messages=[
                {"role": "system", "content": REPLY_PROMPT},
                {"role": "user", "content": json.dumps(payload)},
            ],
        )
    draft = ReturnReply.model_validate_json(response.choices[0].message.content or "{}")
    context.add_output_metadata(
        {"decision": draft.decision, "reply": dg.MetadataValue.md(draft.reply)}
    )
    return draft.model_dump()
# end_asset


# start_check
def policy_decision(request: dict[str, Optional[str]], order: dict[str, object]) -> str:
    """The decision the written policy implies, computed without a model."""
    if not order or not order.get("delivered_on"):
        return "need_order_number"
    days = (date.today() - date.fromisoformat(str(order["delivered_on"]))).days
    limit = 90 if request.get("reason") in {"damaged", "not_as_described"} else RETURN_WINDOW_DAYS
    return "approve" if days <= limit else "reject"


@dg.asset_check(
    asset=return_reply_draft,
    additional_ins={
        "parsed_return_request": dg.AssetIn("parsed_return_request"),
        "matched_order": dg.AssetIn("matched_order"),
    },
)
def decision_follows_policy(
    return_reply_draft: dict[str, str],
    parsed_return_request: dict[str, Optional[str]],
    matched_order: dict[str, object],
) -> dg.AssetCheckResult:
    expected = policy_decision(parsed_return_request, matched_order)
    return dg.AssetCheckResult(
        passed=return_reply_draft["decision"] == expected,
        metadata={"model_decision": return_reply_draft["decision"], "policy_decision": expected},
    )
# end_check
