class Tag:
    def __init__(self, n): self.n = n
    def __enter__(self):
        print(f'<{self.n}>')
        return self
    def __exit__(self, et, ev, tb):
        print(f'</{self.n}>')
with Tag('html'):
    with Tag('body') as b, Tag('p'):
        print('text in', b.n)
