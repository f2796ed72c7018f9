import pandas as pd
from dagster_notdiamond import NotDiamondResource

import dagster as dg

# Candidate models, written as "provider/model".
CANDIDATE_MODELS = ["openai/gpt-4o", "openai/gpt-4o-mini"]


@dg.asset
def support_questions() -> pd.DataFrame:
    # Stand-in for questions collected from the help-centre search box.
    return pd.DataFrame(
        {
            "question_id": [301, 302],
            "question": [
                "What are your opening hours on public holidays?",
                "Compare the warranty terms of the steel and the ceramic kettle and "
                "explain which one covers limescale damage.",
            ],
        }
    )


@dg.asset(kinds={"notdiamond"})
def question_routes(
    context: dg.AssetExecutionContext,
    notdiamond: NotDiamondResource,
    support_questions: pd.DataFrame,
) -> dg.MaterializeResult:
    routes: list[dict[str, str]] = []
    with notdiamond.get_client(context) as client:
        for question_id, question in zip(
            support_questions["question_id"], support_questions["question"]
        ):
            session_id, best_llm = client.model_select(
                model=CANDIDATE_MODELS,
                messages=[{"role": "user", "content": question}],
            )
            routes.append(
                {"question_id": str(question_id), "model": str(best_llm), "session_id": session_id}
            )
    table = "| question | model | session |\n| --- | --- | --- |\n" + "\n".join(
        f"| {r['question_id']} | {r['model']} | {r['session_id']} |" for r in routes
    )
    return dg.MaterializeResult(
        metadata={"routes": dg.MetadataValue.md(table), "num_questions": len(routes)}
    )


defs = dg.Definitions(
    assets=[support_questions, question_routes],
    resources={"notdiamond": NotDiamondResource(api_key=dg.EnvVar("NOTDIAMOND_API_KEY"))},
)
