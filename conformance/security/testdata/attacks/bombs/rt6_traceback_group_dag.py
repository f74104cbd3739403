# attack: an exception group holding one group 20 times, 200 levels deep (a DAG), formatted by traceback.format_exception: one TracebackException per member is built first (CPython too: 20**200 of them); krait only checked each against the memory budget without charging it, and a run grew to 2 GiB under a 256 MiB budget before its time limit
# limits: memory=64MiB time=10s ops=1e9
# imports: traceback
# expect: limit memory
import traceback
eg = ExceptionGroup('g', [ValueError(i) for i in range(1000)])
for i in range(200):
    eg = ExceptionGroup('g', [eg] * 20)
print(len(''.join(traceback.format_exception(eg))))
