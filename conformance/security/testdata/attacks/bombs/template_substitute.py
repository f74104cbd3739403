# attack: string.Template.substitute building a 100 MB result under a 16 MiB budget
# imports: string
# requires: string
# expect: limit memory
# known-hole: Template.substitute builds the whole result before charging it (a fixed 128 MiB regex cap instead of the run's budget; 600 MB RSS, then InterpreterError with exit 1) — owner: stdlib/string
import string
string.Template('$a' * 10 ** 5).substitute(a='x' * 1000)
