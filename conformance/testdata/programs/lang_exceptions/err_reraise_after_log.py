# traceback: full
log = []
def work(n):
    try:
        return 10 // n
    except ZeroDivisionError as e:
        log.append(str(e))
        raise
print(work(2))
try:
    work(0)
finally:
    print(log)
