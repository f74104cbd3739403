# attack: "*" authorized, pathlib writes the canary
# imports: *
# expect: policy import
# message: Import from pathlib is not allowed
from pathlib import Path
Path('{CANARY}').write_text('x')
