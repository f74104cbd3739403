# traceback: full
import os; from __future__ import annotations
