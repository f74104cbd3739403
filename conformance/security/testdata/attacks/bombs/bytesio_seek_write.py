# attack: io.BytesIO written far past its end, and a write whose end overflows
# imports: io
# expect: limit memory
import io
b = io.BytesIO()
b.seek(2 ** 63 - 1)
try:
    b.write(b"x")
except OverflowError:
    pass
b.seek(2 ** 42)
b.write(b"x")
