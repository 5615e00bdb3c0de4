// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslv
// source file: tests/glsl/cases/hdr_same_semantic_inputs.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslv
//program main_vp
//semantic main_vp.mat_modelproj
//var float4x4 mat_modelproj :  : _mat_modelproj1[0], 4 : 5 : 1
//var float4 vtx_position : $vin.POSITION : ATTR0 : 0 : 1
//var float4 vtx_normal : $vin.TEXCOORD0 :  : 1 : 0
//var float2 vtx_texcoord0 : $vin.TEXCOORD0 : ATTR8 : 2 : 1
//var float3 n0 : $vin.NORMAL :  : 3 : 0
//var float3 n1 : $vin.NORMAL : ATTR2 : 4 : 1
//var float4 main_vp.position : $vout.POSITION : HPOS : -1 : 1
//var float4 main_vp.normal : $vout.TEXCOORD1 : TEX1 : -1 : 1
//var float2 main_vp.uv : $vout.TEXCOORD2 : TEX2 : -1 : 1
//var float3 main_vp.shade : $vout.TEXCOORD3 : TEX3 : -1 : 1

#version 110

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

 // main procedure, the original name was main_vp
void main()
{

    VertexOut _o;

    _r0005.x = dot(_mat_modelproj1[0], gl_Vertex);
    _r0005.y = dot(_mat_modelproj1[1], gl_Vertex);
    _r0005.z = dot(_mat_modelproj1[2], gl_Vertex);
    _r0005.w = dot(_mat_modelproj1[3], gl_Vertex);
    _o._uv = gl_MultiTexCoord0.xy*2.00000000E+00;
    if (gl_Normal.x > 0.00000000E+00) { // if begin
        _TMP1 = dot(gl_Normal, gl_Normal);
        _TMP2 = inversesqrt(_TMP1);
        _TMP0 = _TMP2*gl_Normal;
    } else {
        _TMP0 = gl_Normal;
    } // end if
    gl_TexCoord[2].xy = _o._uv;
    gl_TexCoord[3].xyz = _TMP0;
    gl_TexCoord[1] = gl_MultiTexCoord0;
    gl_Position = _r0005;
    return;
} // main end
