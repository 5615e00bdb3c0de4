// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslv -po version=120
// source file: tests/glsl/cases/sem_vin_integer_skinning.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslv
//program skin_struct
//semantic skin_struct.viewProj
//semantic skin_struct.palette
//semantic skin_struct.lightDir
//semantic skin_struct.diffuse
//var float4x4 viewProj :  : _viewProj1[0], 4 : 1 : 1
//var float3x4 palette[0] :  : _palette2[0], 3 : 2 : 1
//var float3x4 palette[1] :  : _palette2[3], 3 : 2 : 1
//var float3x4 palette[2] :  : _palette2[6], 3 : 2 : 1
//var float3x4 palette[3] :  : _palette2[9], 3 : 2 : 1
//var float3x4 palette[4] :  : _palette2[12], 3 : 2 : 1
//var float3x4 palette[5] :  : _palette2[15], 3 : 2 : 1
//var float3x4 palette[6] :  : _palette2[18], 3 : 2 : 1
//var float3x4 palette[7] :  : _palette2[21], 3 : 2 : 1
//var float3x4 palette[8] :  : _palette2[24], 3 : 2 : 1
//var float3x4 palette[9] :  : _palette2[27], 3 : 2 : 1
//var float3x4 palette[10] :  : _palette2[30], 3 : 2 : 1
//var float3x4 palette[11] :  : _palette2[33], 3 : 2 : 1
//var float3x4 palette[12] :  : _palette2[36], 3 : 2 : 1
//var float3x4 palette[13] :  : _palette2[39], 3 : 2 : 1
//var float3x4 palette[14] :  : _palette2[42], 3 : 2 : 1
//var float3x4 palette[15] :  : _palette2[45], 3 : 2 : 1
//var float3x4 palette[16] :  : _palette2[48], 3 : 2 : 1
//var float3x4 palette[17] :  : _palette2[51], 3 : 2 : 1
//var float3x4 palette[18] :  : _palette2[54], 3 : 2 : 1
//var float3x4 palette[19] :  : _palette2[57], 3 : 2 : 1
//var float3x4 palette[20] :  : _palette2[60], 3 : 2 : 1
//var float3x4 palette[21] :  : _palette2[63], 3 : 2 : 1
//var float3x4 palette[22] :  : _palette2[66], 3 : 2 : 1
//var float3x4 palette[23] :  : _palette2[69], 3 : 2 : 1
//var float3 lightDir :  : _lightDir1 : 3 : 1
//var float4 diffuse :  : _diffuse1 : 4 : 1
//var float4 IN.position : $vin.POSITION : POSITION : 0 : 1
//var float3 IN.normal : $vin.NORMAL : NORMAL : 0 : 1
//var float4 IN.weights : $vin.TEXCOORD1 : TEXCOORD1 : 0 : 1
//var float4 IN.bones : $vin.BLENDINDICES : BLENDINDICES : 0 : 1
//var float2 IN.uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
//var float4 skin_struct.position : $vout.POSITION : HPOS : -1 : 1
//var float2 skin_struct.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
//var float4 skin_struct.color : $vout.COLOR0 : COL0 : -1 : 1

#version 120

#extension GL_EXT_gpu_shader4 : enable

struct SkinnedVertex {
    vec4 _position;
    vec3 _normal;
    vec4 _weights1;
    ivec4 _bones1;
    vec2 _uv;
};

struct Lit {
    vec4 _position1;
    vec2 _uv1;
    vec4 _color;
};

float _TMP3;
float _TMP2;
float _TMP5;
float _TMP4;
uniform vec4 _viewProj1[4];
uniform vec4 _palette2[72];
uniform vec3 _lightDir1;
uniform vec4 _diffuse1;
vec4 _TMP130015[3];
vec3 _r0017;
vec3 _r0025;
vec4 _r0039;
vec3 _b0049;
attribute ivec4 BLENDINDICES;
vec3 _TMP52;
vec3 _TMP53;
vec3 _TMP54;

 // main procedure, the original name was skin_struct
void main()
{

    vec4 _world;
    vec3 _n;
    Lit _OUT;

    _TMP130015[0] = _palette2[(3*BLENDINDICES.x + 0)]*gl_MultiTexCoord1.x + _palette2[(3*BLENDINDICES.y + 0)]*gl_MultiTexCoord1.y + _palette2[(3*BLENDINDICES.z + 0)]*gl_MultiTexCoord1.z + _palette2[(3*BLENDINDICES.w + 0)]*gl_MultiTexCoord1.w;
    _TMP130015[1] = _palette2[(3*BLENDINDICES.x + 1)]*gl_MultiTexCoord1.x + _palette2[(3*BLENDINDICES.y + 1)]*gl_MultiTexCoord1.y + _palette2[(3*BLENDINDICES.z + 1)]*gl_MultiTexCoord1.z + _palette2[(3*BLENDINDICES.w + 1)]*gl_MultiTexCoord1.w;
    _TMP130015[2] = _palette2[(3*BLENDINDICES.x + 2)]*gl_MultiTexCoord1.x + _palette2[(3*BLENDINDICES.y + 2)]*gl_MultiTexCoord1.y + _palette2[(3*BLENDINDICES.z + 2)]*gl_MultiTexCoord1.z + _palette2[(3*BLENDINDICES.w + 2)]*gl_MultiTexCoord1.w;
    _r0017.x = dot(_TMP130015[0], gl_Vertex);
    _r0017.y = dot(_TMP130015[1], gl_Vertex);
    _r0017.z = dot(_TMP130015[2], gl_Vertex);
    _world = vec4(_r0017.x, _r0017.y, _r0017.z, 1.00000000E+00);
    _TMP52.x = _TMP130015[0].x;
    _TMP52.y = _TMP130015[0].y;
    _TMP52.z = _TMP130015[0].z;
    _r0025.x = dot(_TMP52, gl_Normal);
    _TMP53.x = _TMP130015[1].x;
    _TMP53.y = _TMP130015[1].y;
    _TMP53.z = _TMP130015[1].z;
    _r0025.y = dot(_TMP53, gl_Normal);
    _TMP54.x = _TMP130015[2].x;
    _TMP54.y = _TMP130015[2].y;
    _TMP54.z = _TMP130015[2].z;
    _r0025.z = dot(_TMP54, gl_Normal);
    _TMP4 = dot(_r0025, _r0025);
    _TMP5 = inversesqrt(_TMP4);
    _n = _TMP5*_r0025;
    _r0039.x = dot(_viewProj1[0], _world);
    _r0039.y = dot(_viewProj1[1], _world);
    _r0039.z = dot(_viewProj1[2], _world);
    _r0039.w = dot(_viewProj1[3], _world);
    _b0049 = -_lightDir1;
    _TMP2 = dot(_n, _b0049);
    _TMP3 = max(_TMP2, 0.00000000E+00);
    _OUT._color = _diffuse1*_TMP3;
    gl_TexCoord[0].xy = gl_MultiTexCoord0.xy;
    gl_Position = _r0039;
    gl_FrontColor = _OUT._color;
    return;
} // main end
