# traceback: full
def parse(field, text):
    try:
        return float(text)
    except ValueError as e:
        e.add_note(f'field: {field}')
        raise
parse('price', '1.5')
parse('qty', 'lots')
