# krait-run: --allow-import abc
# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
from abc import ABC, abstractmethod
class Tool(ABC):
    name = "tool"
    @abstractmethod
    def run(self, query): ...
    def __call__(self, query):
        print(f"[{self.name}] {query}")
        return self.run(query)
class Calculator(Tool):
    name = "calculator"
    def run(self, query):
        a, op, b = query.split()
        ops = {"+": lambda x, y: x + y, "-": lambda x, y: x - y, "*": lambda x, y: x * y, "/": lambda x, y: x / y}
        return ops[op](float(a), float(b))
class Echo(Tool):
    name = "echo"
    def run(self, query):
        return query[::-1]
tools = {t.name: t for t in (Calculator(), Echo())}
print(tools["calculator"]("6 * 7"), tools["echo"]("stressed"))
try:
    Tool()
except TypeError as e:
    print("TypeError:", e)
print(sorted(tools), isinstance(tools["echo"], Tool))
