// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslv -po version=130
// source file: tests/glsl/cases/hdr_same_semantic_inputs.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslv
//program main_vp
//semantic main_vp.mat_modelproj
//var float4x4 mat_modelproj :  : _mat_modelproj1[0], 4 : 5 : 1
//var float4 vtx_position : $vin.POSITION : POSITION : 0 : 1
//var float4 vtx_normal : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
//var float2 vtx_texcoord0 : $vin.TEXCOORD0 : TEXCOORD0 : 2 : 1
//var float3 n0 : $vin.NORMAL : NORMAL : 3 : 1
//var float3 n1 : $vin.NORMAL : NORMAL : 4 : 1
//var float4 main_vp.position : $vout.POSITION : HPOS : -1 : 1
//var float4 main_vp.normal : $vout.TEXCOORD1 : TEXCOORD1 : -1 : 1
//var float2 main_vp.uv : $vout.TEXCOORD2 : TEXCOORD2 : -1 : 1
//var float3 main_vp.shade : $vout.TEXCOORD3 : TEXCOORD3 : -1 : 1

#version 130

struct VertexOut {
    vec4 _position;
    vec4 _normal;
    vec2 _uv;
    vec3 _shade;
};

vec3 _TMP0;
float _TMP2;
float _TMP1;
uniform vec4 _mat_modelproj1[4];
vec4 _r0005;
in vec4 TEXCOORD0;
in vec4 NORMAL;
in vec4 cg_Vertex;
out vec4 cg_TexCoord1;
out vec4 cg_TexCoord3;
out vec4 cg_TexCoord2;

 // main procedure, the original name was main_vp
void main()
{

    VertexOut _o;

    _r0005.x = dot(_mat_modelproj1[0], cg_Vertex);
    _r0005.y = dot(_mat_modelproj1[1], cg_Vertex);
    _r0005.z = dot(_mat_modelproj1[2], cg_Vertex);
    _r0005.w = dot(_mat_modelproj1[3], cg_Vertex);
    _o._uv = TEXCOORD0.xy*2.00000000E+00;
    if (NORMAL.x > 0.00000000E+00) { // if begin
        _TMP1 = dot(NORMAL.xyz, NORMAL.xyz);
        _TMP2 = inversesqrt(_TMP1);
        _TMP0 = _TMP2*NORMAL.xyz;
    } else {
        _TMP0 = NORMAL.xyz;
    } // end if
    cg_TexCoord2.xy = _o._uv;
    cg_TexCoord3.xyz = _TMP0;
    cg_TexCoord1 = TEXCOORD0;
    gl_Position = _r0005;
    return;
} // main end
