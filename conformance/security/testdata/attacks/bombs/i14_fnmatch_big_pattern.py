# attack: fnmatch with a 1 MB pattern: its translation (a piece and a token per character, about 160 bytes each) was made uncharged, 160 MB under a 16 MiB budget
# imports: fnmatch
# expect: limit memory
import fnmatch
fnmatch.fnmatch("x", "?" * 10**6)
