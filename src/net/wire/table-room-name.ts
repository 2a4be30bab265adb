// The Colyseus room name of a table (shared by server and clients without the server's imports).
export const ROOM_NAME = 'table';
