import os
from typing import Literal, Optional

from dagster_openai import OpenAIResource
from pydantic import BaseModel, ValidationError

import dagster as dg


def chat_model() -> str:
    """Model name from the environment, so it can change without a code change."""
    return os.environ["OPENAI_CHAT_MODEL"]


# start_schema
class ReturnRequest(BaseModel):
    product_description: str
    reason: Literal["wrong_size", "damaged", "not_as_described", "changed_mind", "other"]
    order_number: Optional[str] = None
    wants: Literal["refund", "exchange", "unclear"] = "unclear"
# end_schema


# start_prompt
EXTRACTION_PROMPT = """You read messages that customers of an online shoe and clothing shop send to
the returns team. Extract the request as a JSON object with exactly these keys:

- "product_description": the item the customer wants to return, in their words, without the size.
- "reason": one of "wrong_size", "damaged", "not_as_described", "changed_mind", "other".
- "order_number": the order number if the message contains one (format: R followed by digits),
  otherwise null. Never invent one.
- "wants": "refund", "exchange" or "unclear".

Return only the JSON object."""
# end_prompt


class ReturnMessageConfig(dg.Config):
    customer_email: str
    message: str


# start_asset
@dg.asset(kinds={"openai"}, group_name="returns")
def parsed_return_request(
    context: dg.AssetExecutionContext, config: ReturnMessageConfig, openai: OpenAIResource
) -> dict[str, Optional[str]]:
    """The customer's free-text message, turned into a structured return request."""
    with openai.get_client(context) as client:
        response = client.chat.completions.create(
            model=chat_model(),
            temperature=0,
            response_format={"type": "json_object"},
            messages=[
                {"role": "system", "content": EXTRACTION_PROMPT},
                {"role": "user", "content": config.message},
            ],
        )
    raw = response.choices[0].message.content or ""

    try:
        request = ReturnRequest.model_validate_json(raw)
    except ValidationError as error:
        raise dg.Failure(
            description="The model's answer did not match the ReturnRequest schema",
            metadata={"model_output": raw, "error": str(error)},
        ) from error

    context.add_output_metadata({"request": dg.MetadataValue.json(request.model_dump())})
    return {"customer_email": config.customer_email, **request.model_dump()}
# end_asset
