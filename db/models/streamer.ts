import { Model } from 'objection';

export class Streamer extends Model {
  static override tableName = 'streamers';
  declare id: number;
  declare name: string;
  declare profileImageUrl: string;
  declare tiktokUsername: string;
  declare tiktokUrl: string;
  declare description: string | null;
  declare country: string;
  declare tags: string | null;
  declare tagColor: string;
  declare frameType: string;
  declare featured: boolean | number;
  declare order: number;
  declare createdAt: string | Date;
}
