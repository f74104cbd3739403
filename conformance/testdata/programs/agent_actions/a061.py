# krait-run: --allow-import enum
# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
from enum import Enum, auto
class Status(Enum):
    PENDING = auto()
    RUNNING = auto()
    DONE = auto()
jobs = {"build": Status.DONE, "test": Status.RUNNING, "deploy": Status.PENDING, "docs": Status.DONE}
for name, st in sorted(jobs.items(), key=lambda kv: kv[1].value):
    print(f"{name:<8}{st.name:<10}{st}")
done = [n for n, s in jobs.items() if s is Status.DONE]
print(f"{len(done)}/{len(jobs)} done: {done}")
print(Status(2), Status["DONE"].value, list(Status), Status.DONE == Status.DONE)
