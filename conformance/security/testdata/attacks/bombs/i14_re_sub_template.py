# attack: re.sub whose template expands a group many times per match (issue 14 class 2)
# expect: limit memory
import re
re.sub("(a+)", "\\1" * 1000, "a" * 100000 + "b" + "a" * 100000)
