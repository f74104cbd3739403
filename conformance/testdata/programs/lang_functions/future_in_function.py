# traceback: full
from __future__ import annotations
print("runs")
def f():
    from __future__ import division
