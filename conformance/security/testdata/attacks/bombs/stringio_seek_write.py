# attack: io.StringIO written far past its end (the padding would be 4 TiB)
# imports: io
# expect: limit memory
import io
s = io.StringIO()
s.seek(2 ** 40)
s.write("x")
