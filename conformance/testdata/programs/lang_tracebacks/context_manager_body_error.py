# traceback: full
class Timer:
    def __enter__(self):
        print('start')
        return self
    def __exit__(self, *exc):
        print('stop')
        return False
def work():
    with Timer():
        return [1, 2][5]
work()
