"""Exercises judged by the engine: the protocol and the reading of typed answers (`exercise`),
the feedback (`feedback`), the options to click (`choices`), the exercises by subject (`suits`,
`play`, `leads`, `hands`, `counts`, `strategy`) and the `Quiz` widget (`quiz`). The tutorials
import them by one name from `moon_nb.lessons`."""
