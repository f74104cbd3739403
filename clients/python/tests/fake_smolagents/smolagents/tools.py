"""smolagents' Tool: name, description, inputs, output_type, forward."""


class Tool:
    name = ""
    description = ""
    inputs = {}
    output_type = "any"

    def forward(self, *args, **kwargs):
        raise NotImplementedError

    def __call__(self, *args, sanitize_inputs_outputs=False, **kwargs):
        if len(args) == 1 and not kwargs and isinstance(args[0], dict) and set(args[0]) <= set(self.inputs):
            return self.forward(**args[0])
        return self.forward(*args, **kwargs)


class FinalAnswerTool(Tool):
    name = "final_answer"
    description = "Provides a final answer to the given problem."
    inputs = {"answer": {"type": "any", "description": "The final answer to the problem"}}
    output_type = "any"

    def forward(self, answer):
        return answer
