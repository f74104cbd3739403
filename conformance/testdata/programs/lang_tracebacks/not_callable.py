# traceback: full
config = {'handler': 'print_it'}
handler = config['handler']
handler('hello')
