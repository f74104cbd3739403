"""A minimal stand-in for smolagents, for krait_client's tests: just the
names KraitExecutor uses (the real package is not installed here)."""

from .local_python_executor import CodeOutput, InterpreterError, PythonExecutor
from .tools import FinalAnswerTool, Tool
