"""krait_client: krait as smolagents' code executor.

    from krait_client import KraitExecutor
    agent = CodeAgent(tools=[...], model=model, executor=KraitExecutor(authorized_imports=["json"]))

KraitExecutor spawns `krait serve --stdio` (or talks to a krait server at
url=...) and implements smolagents' executor interface: __call__(code) ->
CodeOutput(output, logs, is_final_answer), send_variables, send_tools (tools
are called back in this process) and cleanup(). Only Python's standard
library is needed; with smolagents importable, KraitExecutor subclasses its
PythonExecutor and returns its CodeOutput.
"""

from .codec import KraitObject, UnencodableError, decode, encode
from .executor import HAVE_SMOLAGENTS, CodeOutput, InterpreterError, KraitExecutor
from .transport import HTTPTransport, KraitServerError, StdioTransport, UpgradedTransport, UpgradeRefused

__all__ = [
    "KraitExecutor", "CodeOutput", "InterpreterError", "KraitServerError", "KraitObject",
    "UnencodableError", "HAVE_SMOLAGENTS", "encode", "decode", "HTTPTransport", "StdioTransport",
    "UpgradedTransport", "UpgradeRefused",
]
__version__ = "0.1.0"
