# traceback: full
from __future__ import annotations
from __future__ import (generator_stop,
    type_hints)
print("never")
