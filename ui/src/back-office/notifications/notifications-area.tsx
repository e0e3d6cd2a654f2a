import './notifications.css';
import { useState } from 'react';
import { Route, Routes, useNavigate } from 'react-router';
import type { NotificationFormViewModel } from './notification-form.view-model.ts';
import { NotificationFormScreen } from './notification-form.screen.tsx';
import { NotificationsListScreen } from './notifications-list.screen.tsx';
import type { NotificationsListViewModel } from './notifications-list.view-model.ts';

export interface NotificationsAreaProps {
  readonly list: NotificationsListViewModel;
  /** A new form each time « Nouvelle notification » opens; null without `contenus` / create. */
  readonly newForm: ((onSent: () => void) => NotificationFormViewModel) | null;
}

function NewNotification({ newForm }: { readonly newForm: NonNullable<NotificationsAreaProps['newForm']> }) {
  const navigate = useNavigate();
  // One form per visit of the address (typed text is dropped when leaving, as a new notification should be).
  const model = useFormOnce(() => newForm(() => void navigate('..')));
  return <NotificationFormScreen model={model} />;
}

function useFormOnce(make: () => NotificationFormViewModel): NotificationFormViewModel {
  const [model] = useState(make);
  return model;
}

/** « Notifications » (habilitation contenus): the list at `#/notifications`, the form at `#/notifications/nouvelle`. */
export function NotificationsArea({ list, newForm }: NotificationsAreaProps) {
  return (
    <Routes>
      <Route index element={<NotificationsListScreen model={list} canCreate={newForm !== null} />} />
      {newForm === null ? null : <Route path="nouvelle" element={<NewNotification newForm={newForm} />} />}
    </Routes>
  );
}
