import type { ComponentProps, FormEvent } from 'react';

type InstantFormProps = Omit<ComponentProps<'form'>, 'action' | 'onSubmit'> & {
  action: (data: FormData) => void;
};

/**
 * A form whose submission is answered in the task of the click (or Enter) that made it. React runs a form
 * action as a transition, rendered in time slices that land several frames later on a slow phone (the
 * carousel's next quote: 96-179 ms at 4x CPU); once the island is live, the submit event runs the action as
 * an ordinary event and React draws its answer before the next frame. The form keeps `action` for a
 * submission made before the island was live: React replays it through the action once it is.
 */
export function InstantForm({ action, ...props }: InstantFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    action(new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter));
  };
  return <form {...props} action={action} onSubmit={submit} />;
}
