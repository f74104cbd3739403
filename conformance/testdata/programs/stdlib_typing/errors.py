# krait-run: --allow-import typing
from typing import List, Dict, Any, Union, Optional

for make in (lambda: List[int, str], lambda: Dict[str], lambda: Any[int], lambda: Optional[int, str], lambda: List()):
    try:
        make()
    except TypeError as e:
        print("TypeError:", e)
