# traceback: full
from __future__ import annotations, braces
print("never")
