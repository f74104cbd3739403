# traceback: full
from __future__ import braces
