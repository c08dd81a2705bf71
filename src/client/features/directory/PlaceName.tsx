import { useGetDirectoryPropertyQuery } from '../../api/directoryApi';

interface Props {
  clientId: string;
  propertyId: string;
  unitId?: string | null;
}

/** A property (and unit) named from its id: vendors keep ids, and a property read once is cached for every row that names it. */
export function PlaceName({ clientId, propertyId, unitId = null }: Props) {
  const { data, isLoading } = useGetDirectoryPropertyQuery({ clientId, id: propertyId });
  if (isLoading) return <span className="muted">Loading...</span>;
  if (!data) return <span className="muted">Unknown property</span>;
  const unit = unitId ? data.units.find((candidate) => candidate.id === unitId) : undefined;
  return (
    <>
      {data.property.name}
      {unitId && `, unit ${unit?.unit ?? '(unknown)'}`}
    </>
  );
}
