# attack: a replacement template of 10**7 group references ('\1' * 10**7, a 20 MB str): compiled to one part of 32 bytes per reference, plus its runes, with no charge; at 10**8 references the process died out of memory (4 GB), the 200 MB str being within the budget
# imports: re
# limits: memory=256MiB ops=1e8
# expect: limit memory
import re
m = re.match('(a)', 'a')
m.expand('\\1' * 10**7)
