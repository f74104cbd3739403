# attack: 300 chained exceptions sharing one 1 MB message: CPython's traceback is 300 MB (issue 14 class 6 and the Go API's PythonError.Traceback of 286 MB)
# note: the traceback keeps its head and tail within the output limit (at most 4 MiB), with a marker line saying how much was left out
# limits: memory=64MiB
# expect: python ValueError
# max-report: 4200000
msg = 'x' * 10**6
e = None
for i in range(300):
    try:
        raise ValueError(msg) from e
    except ValueError as err:
        e = err
raise e
