# attack: re.compile of a 390 KB pattern: compiling allocates 180-440 bytes per pattern character (about 170 MB here), and only 8 bytes a character were charged, after compiling
# imports: re
# expect: limit memory
import re
re.compile("(a)" * 130_000)
