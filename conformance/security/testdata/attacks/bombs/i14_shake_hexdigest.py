# attack: hashlib.shake_256(...).hexdigest(260_000_000) (issue 14 class 3)
# imports: hashlib
# expect: limit memory
import hashlib
hashlib.shake_256(b"x").hexdigest(260_000_000)
