# attack: string.Template.substitute building a 100 MB result under a 16 MiB budget
# imports: string
# requires: string
# expect: limit memory
import string
string.Template('$a' * 10 ** 5).substitute(a='x' * 1000)
