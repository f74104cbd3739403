"""The executor interface of smolagents, as docs/spec describes it."""

from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Any


class InterpreterError(ValueError):
    """smolagents' error for code that fails."""


@dataclass
class CodeOutput:
    output: Any
    logs: str
    is_final_answer: bool


class PythonExecutor(ABC):
    @abstractmethod
    def send_tools(self, tools):
        ...

    @abstractmethod
    def send_variables(self, variables):
        ...

    @abstractmethod
    def __call__(self, code_action):
        ...
