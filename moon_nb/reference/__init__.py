"""What a lesson shows and explains, beside the exercises: pictures with captions
(`captioned`, `illustrate`), the words of Moon (`glossary`), the rules on one page (`summary`),
the project's readings of the rule book (`readings`), worked examples (`worked`), a lesson at a
live table (`at_table`, `debrief`) and notebook 9's measured figures (`study`, `figures`,
`watching`)."""
