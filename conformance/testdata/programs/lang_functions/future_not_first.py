# traceback: full
"""A future statement after other code is a compile error."""
import math
from __future__ import annotations
print("never")
