import json

import pandas as pd
from dagster_gemini import GeminiResource

import dagster as dg

PROMPT = (
    "Extract the requested delivery date (YYYY-MM-DD or null) and whether the customer asks "
    "for gift wrapping (true/false) from this order note. Reply with JSON only, using the keys "
    '"delivery_date" and "gift_wrap".\n\nNote: '
)


@dg.asset
def order_notes() -> pd.DataFrame:
    # Stand-in for free-text notes exported from the shop system.
    return pd.DataFrame(
        {
            "order_id": [1042, 1043, 1044],
            "note": [
                "Please deliver on 2024-12-20, it's a present so wrap it!",
                "Leave at the back door.",
                "Need it before the 23rd of December 2024, no wrapping please.",
            ],
        }
    )


@dg.asset(kinds={"gemini"})
def order_note_fields(
    context: dg.AssetExecutionContext,
    gemini: GeminiResource,
    order_notes: pd.DataFrame,
) -> pd.DataFrame:
    rows: list[dict[str, object]] = []
    # Each generate_content call made with this model adds its token counts
    # to the materialization metadata of `order_note_fields`.
    with gemini.get_model(context) as model:
        for order_id, note in zip(order_notes["order_id"], order_notes["note"]):
            response = model.generate_content(PROMPT + note)
            text = response.text.strip().removeprefix("```json").removesuffix("```")
            try:
                fields = json.loads(text)
            except json.JSONDecodeError:
                context.log.warning(f"Unparseable answer for order {order_id}: {text!r}")
                fields = {"delivery_date": None, "gift_wrap": None}
            rows.append({"order_id": order_id, **fields})
    return pd.DataFrame(rows)


defs = dg.Definitions(
    assets=[order_notes, order_note_fields],
    resources={
        "gemini": GeminiResource(
            api_key=dg.EnvVar("GEMINI_API_KEY"),
            generative_model_name="gemini-1.5-flash",
        )
    },
)
