# attack: re.sub with a large literal replacement for many matches
# expect: limit memory
import re
re.sub("x", "y" * 100000, "x" * 10000)
