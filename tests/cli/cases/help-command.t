# 'arbiter help' is --help, 'arbiter help COMMAND' the command's --help (a newcomer's first try; it said 'help' is not a command); a command misspelt after help is said with its suggestion, and more than one word is a usage error
$ arbiter help | head -1; arbiter help convert | head -1; arbiter help convrt; echo "status $?"; arbiter help a b; echo "status $?"
? 0
> Usage: arbiter COMMAND [OPTION]... [FILE]...
> Usage: arbiter convert -t NOTATION [OPTION]... [FILE]...
> status 2
> status 2
! arbiter: 'convrt' is not a command (did you mean 'convert'?)
! Try 'arbiter --help' for more information.
! arbiter: help: give one command (arbiter help validate)
! Try 'arbiter --help' for more information.
