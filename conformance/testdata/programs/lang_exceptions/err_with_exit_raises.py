# traceback: full
class CM:
    def __enter__(self):
        return self
    def __exit__(self, et, ev, tb):
        raise RuntimeError('exit failed')
with CM():
    x = [1][2]
