# traceback: full
def use():
    global config
    return config['debug']
use()
