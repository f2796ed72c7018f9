import dspy

import dagster as dg


class DSPyResource(dg.ConfigurableResource):
    """Builds the DSPy language model client that every triage asset uses."""

    model: str
    api_key: str

    def configure_lm(self) -> dspy.LM:
        # dspy.LM takes a "provider/model" string, for example "openai/<model-name>".
        lm = dspy.LM(self.model, api_key=self.api_key)
        dspy.configure(lm=lm)
        return lm


@dg.definitions
def resources() -> dg.Definitions:
    return dg.Definitions(
        resources={
            "dspy_lm": DSPyResource(
                model=dg.EnvVar("TRIAGE_MODEL"),
                api_key=dg.EnvVar("OPENAI_API_KEY"),
            )
        }
    )
