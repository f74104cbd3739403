# krait-run: --allow-import json,dataclasses,typing
# Agent parsing an LLM tool-call transcript with json + re + dataclasses.
import json
import re
from dataclasses import dataclass, field, asdict
from typing import Any

TRANSCRIPT = '''
Thought: I need the weather first.
Action: {"tool": "get_weather", "args": {"city": "Paris", "unit": "C"}}
Observation: {"temp": 18.5, "conditions": "cloudy", "humidity": 0.72}
Thought: Now convert to Fahrenheit.
Action: {"tool": "convert", "args": {"value": 18.5, "from": "C", "to": "F"}}
Observation: {"result": 65.3}
Thought: malformed call next
Action: {"tool": "broken", "args": {"x": 1,}}
Observation: error
Final Answer: It is 65.3°F and cloudy in Paris.
'''

@dataclass
class Step:
    thought: str = ""
    tool: str = ""
    args: dict = field(default_factory=dict)
    observation: Any = None
    error: str = ""

steps = []
cur = Step()
for line in TRANSCRIPT.strip().splitlines():
    key, _, rest = line.partition(": ")
    if key == "Thought":
        cur = Step(thought=rest)
        steps.append(cur)
    elif key == "Action":
        try:
            call = json.loads(rest)
            cur.tool, cur.args = call["tool"], call["args"]
        except json.JSONDecodeError as e:
            cur.error = f"{e.msg} at col {e.colno}"
    elif key == "Observation":
        try:
            cur.observation = json.loads(rest)
        except json.JSONDecodeError:
            cur.observation = rest
    elif key == "Final Answer":
        final = rest
for i, s in enumerate(steps, 1):
    print(i, json.dumps(asdict(s), ensure_ascii=False, sort_keys=True))
print("final:", final)
numbers = [float(x) for x in re.findall(r"-?\d+(?:\.\d+)?", final)]
print(numbers, re.search(r"(\d+(?:\.\d+)?)°F", final).group(1))
tools_used = [s.tool for s in steps if s.tool]
print(tools_used, sum(1 for s in steps if s.error))
report = {"steps": len(steps), "ok": [s.tool for s in steps if s.tool and not s.error], "answer": final}
print(json.dumps(report, indent=2, ensure_ascii=False))
