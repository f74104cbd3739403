class Builder:
    def __call__(self, *parts, sep='/', **opts):
        return sep.join(parts) + ('?' + '&'.join(f'{k}={v}' for k, v in sorted(opts.items())) if opts else '')
b = Builder()
print(b('a', 'b'), b('x', sep='-'), b('api', 'v1', page=2, q='hi'))
