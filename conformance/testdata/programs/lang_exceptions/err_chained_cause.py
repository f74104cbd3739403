# traceback: full
class ParseError(Exception):
    pass
def parse(text):
    try:
        return int(text)
    except ValueError as e:
        raise ParseError(f'cannot parse {text!r}') from e
parse('12a')
