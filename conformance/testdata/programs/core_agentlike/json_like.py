def to_json(v, indent=0):
    pad = '  ' * indent
    if isinstance(v, dict):
        if not v:
            return '{}'
        inner = ',\n'.join(f'{pad}  "{k}": {to_json(x, indent + 1)}' for k, x in v.items())
        return '{\n' + inner + '\n' + pad + '}'
    if isinstance(v, list):
        return '[' + ', '.join(to_json(x, indent) for x in v) + ']'
    if isinstance(v, str):
        return '"' + v + '"'
    if v is None:
        return 'null'
    if isinstance(v, bool):
        return 'true' if v else 'false'
    return str(v)
print(to_json({'name': 'krait', 'tags': ['a', 'b'], 'ok': True, 'n': None, 'nested': {'x': 1.5, 'e': {}}}))
